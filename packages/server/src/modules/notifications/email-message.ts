import { escapeHtml } from "../../html.js";
import type { EmailRow } from "./email-repository.js";

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = "Maintenance Nexus";
const SETTINGS_PATH = "/notifications/settings";

const footerText = (origin: string) =>
  `You get this email because of your notification settings: ${origin}${SETTINGS_PATH}`;

const footerHtml = (origin: string) =>
  `<p style="color:#667085;font-size:12px">You get this email because of your <a href="${escapeHtml(
    `${origin}${SETTINGS_PATH}`,
  )}">notification settings</a>.</p>`;

const page = (body: string) =>
  `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#101828">${body}</body></html>`;

/** One notification as an email: its title as the subject, its line and a link that opens the thing. */
export function notificationMail(message: Pick<EmailRow, "title" | "body" | "link">, origin: string): Mail {
  const url = `${origin}${message.link}`;
  return {
    subject: message.title,
    text: [message.title, message.body, `Open: ${url}`, "", footerText(origin)].join("\n"),
    html: page(
      `<h1 style="font-size:18px">${escapeHtml(message.title)}</h1>` +
        `<p>${escapeHtml(message.body)}</p>` +
        `<p><a href="${escapeHtml(url)}">Open in ${PRODUCT}</a></p>${footerHtml(origin)}`,
    ),
  };
}

/** A person's daily digest: one line per notification, oldest first, each with its link. */
export function digestMail(messages: readonly EmailRow[], origin: string): Mail {
  const count = messages.length;
  const subject = `${count} notification${count === 1 ? "" : "s"} from ${PRODUCT}`;
  const lines = messages.map((m) => `- ${m.title}: ${m.body}\n  ${origin}${m.link}`);
  const items = messages
    .map(
      (m) =>
        `<li style="margin-bottom:8px"><a href="${escapeHtml(`${origin}${m.link}`)}">${escapeHtml(
          m.title,
        )}</a><br>${escapeHtml(m.body)}</li>`,
    )
    .join("");
  return {
    subject,
    text: [subject, "", ...lines, "", footerText(origin)].join("\n"),
    html: page(
      `<h1 style="font-size:18px">${escapeHtml(subject)}</h1><ul>${items}</ul>${footerHtml(origin)}`,
    ),
  };
}
