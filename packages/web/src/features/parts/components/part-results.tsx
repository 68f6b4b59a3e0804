import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { countOf, PagedResults } from "../../../components/ui/paged-results";
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
  return (
    <PagedResults
      query={query}
      items={(page) => page.parts}
      itemKey={(part) => part.id}
      renderItem={(part) => <PartCard part={part} showCost={showCost} />}
      listLabel="Parts"
      loadingTitle="Loading parts..."
      errorTitle="Failed to load parts"
      errorText="Check your connection and try again."
      emptyTitle={archived ? "No archived parts" : "No parts found"}
      emptyText={
        filtered
          ? "No part matches this search or category. Try another part number, name or barcode."
          : archived
            ? "Parts you archive are kept here, with their stock history."
            : "The catalogue is empty. Add the parts your shop keeps."
      }
      emptyAction={filtered || archived ? undefined : addAction}
      countLabel={countOf("part", "parts")}
      pagesLabel="Parts pages"
      onPage={onPage}
    />
  );
}
