import { enumLabel, type UserStatus } from "@mnx/domain";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { domainText } from "../../../lib/i18n/i18n";

const TONES: Record<UserStatus, BadgeTone> = { ACTIVE: "success", INACTIVE: "neutral", SUSPENDED: "warning" };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={TONES[status]}>{domainText(enumLabel(status))}</Badge>;
}
