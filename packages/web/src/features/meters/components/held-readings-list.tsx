import type { MeterReading } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
import { heldReadingsQuery } from "../api/meter-queries";
import { ReadingItem } from "./reading-item";

/** The organization's held readings, each with Accept and Reject (the page asks before it sends). */
export function HeldReadingsList({
  onReview,
}: {
  onReview: (reading: MeterReading, accept: boolean) => void;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery(heldReadingsQuery(page));
  return (
    <PagedResults
      query={query}
      items={(result) => result.readings}
      itemKey={(reading) => reading.id}
      renderItem={(reading) => (
        <ReadingItem
          reading={reading}
          showMachine
          actions={
            <div className="flex flex-wrap gap-2 pt-1">
              <Button onClick={() => onReview(reading, true)}>Accept</Button>
              <Button variant="secondary" onClick={() => onReview(reading, false)}>
                Reject
              </Button>
              <Link to={`/equipment/${reading.equipment.id}`} className="self-center text-sm underline">
                Open {reading.equipment.equipmentNumber}
              </Link>
            </div>
          }
        />
      )}
      listLabel="Held readings"
      gridClassName="grid gap-2 lg:grid-cols-2"
      loadingTitle="Loading held readings..."
      errorTitle="Unable to load the held readings"
      emptyTitle="Nothing to review"
      emptyText="Readings that jump further than the time since the last one allows wait here for a manager."
      countLabel={countOf("held reading", "held readings")}
      pagesLabel="Held readings pages"
      onPage={setPage}
    />
  );
}
