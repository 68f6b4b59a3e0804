import { Trans, useLingui } from "@lingui/react/macro";
import { type Assignment, can } from "@mnx/domain";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { DismissibleAlert } from "../../components/ui/dismissible-alert";
import { FilteredList } from "../../components/ui/filtered-list";
import { SectionTabs } from "../../components/ui/section-tabs";
import { ASSIGNMENT_LIST } from "../../features/assignments/api/assignment-filters";
import { assignmentListQuery } from "../../features/assignments/api/assignment-queries";
import { AssignmentDetailsModal } from "../../features/assignments/components/assignment-details-modal";
import { AssignmentFilterPanel } from "../../features/assignments/components/assignment-filter-panel";
import { AssignmentResults } from "../../features/assignments/components/assignment-results";
import { AssignmentsPageHeader } from "../../features/assignments/components/assignments-page-header";
import { CreateAssignmentModal } from "../../features/assignments/components/create-assignment-modal";
import { EndAssignmentDialog } from "../../features/assignments/components/end-assignment-dialog";
import { useAuth } from "../../lib/auth/use-auth";
import { equipmentSectionTabs } from "../../lib/equipment-sections";
import { useFilteredList } from "../../lib/use-filtered-list";

type AssignmentDialog = { kind: "create" } | { kind: "view" | "end"; assignment: Assignment } | null;

/** /equipment/assignments (part 2, 2.4). Operators get only their own assignments from the server. */
export function EquipmentAssignmentsScreen() {
  const { t } = useLingui();
  const role = useAuth().user?.role;
  const list = useFilteredList(ASSIGNMENT_LIST, assignmentListQuery);
  const [dialog, setDialog] = useState<AssignmentDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);
  const finish = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const mayCreate = can(role, "assignments.create");
  const open = () => setDialog({ kind: "create" });

  return (
    <div className="space-y-4">
      {can(role, "equipment.assignmentsTab") ? (
        <SectionTabs label={t`Equipment sections`} tabs={equipmentSectionTabs()} />
      ) : null}
      <AssignmentsPageHeader
        role={role}
        action={
          mayCreate ? (
            <Button onClick={open}>
              <Trans>Assign Equipment</Trans>
            </Button>
          ) : null
        }
      />
      {notice ? <DismissibleAlert onDismiss={() => setNotice(null)}>{notice}</DismissibleAlert> : null}
      <FilteredList
        search={list.search}
        searchLabel={t`Search assignments`}
        searchPlaceholder={t`Search machine, operator, site`}
        panel={
          <AssignmentFilterPanel
            {...list.panel}
            jobSiteText={list.texts.jobSite}
            onJobSiteText={(value) => list.setText("jobSite", value)}
          />
        }
      >
        <AssignmentResults
          query={list.query}
          filtered={list.filtered}
          onPage={list.setPage}
          onView={(assignment) => setDialog({ kind: "view", assignment })}
          onEnd={
            can(role, "assignments.end") ? (assignment) => setDialog({ kind: "end", assignment }) : undefined
          }
          createAction={
            mayCreate ? (
              <Button onClick={open}>
                <Trans>Create First Assignment</Trans>
              </Button>
            ) : null
          }
        />
      </FilteredList>
      <CreateAssignmentModal
        open={dialog?.kind === "create"}
        onClose={close}
        onCreated={({ equipment, operator }) => {
          const { equipmentNumber } = equipment;
          const operatorName = `${operator.firstName} ${operator.lastName}`;
          finish(t`${equipmentNumber} is now assigned to ${operatorName}.`);
        }}
      />
      <AssignmentDetailsModal
        assignment={dialog?.kind === "view" ? dialog.assignment : null}
        onClose={close}
      />
      <EndAssignmentDialog
        assignment={dialog?.kind === "end" ? dialog.assignment : null}
        onClose={close}
        onEnded={finish}
      />
    </div>
  );
}
