import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { layerViolations } from "../scripts/check-imports.mjs";

describe("the web app's layer check (npm run lint)", () => {
  it("refuses a feature that imports another feature, a page or the app shell", () => {
    expect(
      layerViolations({
        "features/equipment/components/card.tsx": [
          'import { workOrderListQuery } from "../../work-orders/api/work-order-queries";',
          'import { router } from "../../../app/router";',
          'const page = () => import("../../../routes/tasks/route");',
        ].join("\n"),
      }),
    ).toEqual([
      "features/equipment/components/card.tsx -> features/work-orders/api/work-order-queries",
      "features/equipment/components/card.tsx -> app/router",
      "features/equipment/components/card.tsx -> routes/tasks/route",
    ]);
  });

  it("refuses lib/ or components/ importing a feature", () => {
    expect(
      layerViolations({
        "lib/cache.ts": 'import { x } from "../features/equipment/api/equipment-queries";',
        "components/pickers/p.tsx": 'import { y } from "../../features/auth/use-auth";',
      }),
    ).toHaveLength(2);
  });

  it("lets a feature use its own files, lib/ and components/, and pages compose features", () => {
    expect(
      layerViolations({
        "features/equipment/components/card.tsx": [
          'import { Button } from "../../../components/ui/button";',
          'import { api } from "../../../lib/api-client";',
          'import { equipmentListQuery } from "../api/equipment-queries";',
          'import { can } from "@mnx/domain";',
        ].join("\n"),
        "routes/dashboard/page.tsx": 'import { a } from "../../features/work-orders/api/work-order-queries";',
      }),
    ).toEqual([]);
  });
});
