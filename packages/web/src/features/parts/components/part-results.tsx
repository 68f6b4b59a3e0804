import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PagedResults } from "../../../components/ui/paged-results";
import type { PartListPage } from "../api/part-queries";
import { PartCard } from "./part-card";

interface PartResultsProps {
  query: UseQueryResult<PartListPage>;
  /** Search or a category narrows the list. */
  filtered: boolean;
  archived: boolean;
  showCost: boolean;
  onPage: (page: number) => void;
  /** In the empty catalogue, for those who may add parts. */
  addAction?: ReactNode;
}

/** The catalogue's cards, paged, with its loading, error and empty states. */
export function PartResults({ query, filtered, archived, showCost, onPage, addAction }: PartResultsProps) {
  const { t } = useLingui();
  return (
    <PagedResults
      query={query}
      items={(page) => page.parts}
      itemKey={(part) => part.id}
      renderItem={(part) => <PartCard part={part} showCost={showCost} />}
      listLabel={t`Parts`}
      loadingTitle={t`Loading parts...`}
      errorTitle={t`Failed to load parts`}
      errorText={t`Check your connection and try again.`}
      emptyTitle={archived ? t`No archived parts` : t`No parts found`}
      emptyText={
        filtered
          ? t`No part matches this search or category. Try another part number, name or barcode.`
          : archived
            ? t`Parts you archive are kept here, with their stock history.`
            : t`The catalogue is empty. Add the parts your shop keeps.`
      }
      emptyAction={filtered || archived ? undefined : addAction}
      countLabel={(total, exact) =>
        exact
          ? t`${plural(total, { one: "# part", other: "# parts" })}`
          : t`${plural(total, { other: "#+ parts" })}`
      }
      pagesLabel={t`Parts pages`}
      onPage={onPage}
    />
  );
}
