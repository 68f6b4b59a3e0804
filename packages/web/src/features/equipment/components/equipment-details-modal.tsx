import { Trans, useLingui } from "@lingui/react/macro";
import { can } from "@mnx/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { buttonClasses } from "../../../components/ui/button-classes";
import { EquipmentStatusBadge } from "../../../components/ui/equipment-status-badge";
import { Modal } from "../../../components/ui/modal";
import { useAuth } from "../../../lib/auth/use-auth";
import { equipmentDetailQuery } from "../api/equipment-queries";
import { EquipmentDetailsBody } from "./equipment-details-body";
import { EquipmentLoadState } from "./equipment-load-state";

interface EquipmentDetailsModalProps {
  equipmentId: string | null;
  onClose: () => void;
}

/** Equipment Details (DECISIONS.md: the fleet page's View opens it). */
export function EquipmentDetailsModal({ equipmentId, onClose }: EquipmentDetailsModalProps) {
  return equipmentId ? <DetailsDialog equipmentId={equipmentId} onClose={onClose} /> : null;
}

function DetailsDialog({ equipmentId, onClose }: { equipmentId: string; onClose: () => void }) {
  const { t } = useLingui();
  const role = useAuth().user?.role;
  const query = useQuery(equipmentDetailQuery(equipmentId));
  const equipment = query.data;
  const equipmentNumber = equipment?.equipmentNumber;
  return (
    <Modal
      open
      onClose={onClose}
      title={equipment?.name ?? t`Equipment Details`}
      description={equipment ? t`${equipmentNumber} · Equipment Details` : undefined}
      headerExtra={equipment ? <EquipmentStatusBadge status={equipment.status} /> : null}
      size="lg"
      footer={
        <>
          {equipment && can(role, "workOrders.create") ? (
            <Link to={`/work-orders?create=true&equipment=${equipment.id}`} className={buttonClasses({})}>
              <Trans>Create Work Order</Trans>
            </Link>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      {equipment ? (
        <EquipmentDetailsBody equipment={equipment} />
      ) : (
        <EquipmentLoadState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Modal>
  );
}
