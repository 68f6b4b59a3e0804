import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MeterReading } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { PagedResults } from "../../../components/ui/paged-results";
import { heldReadingsQuery } from "../api/meter-queries";
import { ReadingItem } from "./reading-item";

type OnReview = (reading: MeterReading, accept: boolean) => void;

/** The organization's held readings, each with Accept and Reject (the page asks before it sends). */
export function HeldReadingsList({ onReview }: { onReview: OnReview }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery(heldReadingsQuery(page));
  return (
    <PagedResults
      query={query}
      items={(result) => result.readings}
      itemKey={(reading) => reading.id}
      renderItem={(reading) => <HeldReading reading={reading} onReview={onReview} />}
      listLabel={t`Held readings`}
      gridClassName="grid gap-2 lg:grid-cols-2"
      loadingTitle={t`Loading held readings...`}
      errorTitle={t`Unable to load the held readings`}
      emptyTitle={t`Nothing to review`}
      emptyText={t`Readings that jump further than the time since the last one allows wait here for a manager.`}
      countLabel={(total, exact) =>
        exact
          ? t`${plural(total, { one: "# held reading", other: "# held readings" })}`
          : t`${plural(total, { one: "#+ held readings", other: "#+ held readings" })}`
      }
      pagesLabel={t`Held readings pages`}
      onPage={setPage}
    />
  );
}

function HeldReading({ reading, onReview }: { reading: MeterReading; onReview: OnReview }) {
  const number = reading.equipment.equipmentNumber;
  return (
    <ReadingItem
      reading={reading}
      showMachine
      actions={
        <div className="flex flex-wrap gap-2 pt-1">
          <Button onClick={() => onReview(reading, true)}>
            <Trans>Accept</Trans>
          </Button>
          <Button variant="secondary" onClick={() => onReview(reading, false)}>
            <Trans>Reject</Trans>
          </Button>
          <Link to={`/equipment/${reading.equipment.id}`} className="self-center text-sm underline">
            <Trans>Open {number}</Trans>
          </Link>
        </div>
      }
    />
  );
}
