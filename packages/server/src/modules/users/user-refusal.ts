import { USER_REFUSAL_MESSAGES, type UserRefusal } from "@mnx/domain";
import { AppError } from "../../errors.js";

/** A refused team change as its answer: 403, or 409 LAST_SUPER_ADMIN (statuses from the domain's ERROR_CODES). */
export const refusalError = (refusal: UserRefusal) => new AppError(refusal, USER_REFUSAL_MESSAGES[refusal]);
