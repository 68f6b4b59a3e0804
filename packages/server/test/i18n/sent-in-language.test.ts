import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverEvent } from "../../src/modules/notifications/delivery-service.js";
import { digestMail, notificationMail } from "../../src/modules/notifications/email-message.js";
import { findDigest } from "../../src/modules/notifications/email-repository.js";
import { machineRecordPdf } from "../../src/modules/records/record-pdf.js";
import { pdfText } from "../support/pdf-text.js";
import { createTeamOrganization, type TeamOrganization } from "../support/team-organization.js";
import { createTestApp, onEngine, type TestApp } from "../support/test-app.js";

/** What is sent, not answered, is in the recipient's language, else their organization's default (049). */
describe(onEngine("notifications, emails and PDF reports in the recipient's language"), () => {
  let t: TestApp;
  let team: TeamOrganization;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeamOrganization(t.db, "Recipients");
    await t.db.query("UPDATE users SET language = 'es' WHERE id = $1", [team.ids.SUPER_ADMIN]);
    await t.db.query("UPDATE organizations SET default_language = 'fr-CA' WHERE id = $1", [
      team.organizationId,
    ]);
  });
  afterAll(() => t.close());

  it("writes a notification in the person's language, else in the organization's default", async () => {
    const added = await team.addPerson("MECHANIC", { firstName: "Nia", lastName: "Ruiz" });
    const event = await t.db.one<{ id: number }>(
      `INSERT INTO events (organization_id, kind, subject_type, subject_id)
       VALUES ($1, 'USER_ADDED', 'USER', $2) RETURNING id`,
      [team.organizationId, added.id],
    );
    await deliverEvent(t.db, Number(event?.id));
    const told = await t.db.query<{ user_id: string; title: string; body: string }>(
      "SELECT user_id, title, body FROM notifications WHERE event_id = $1",
      [event?.id],
    );
    const to = (id: string) => told.find((row) => row.user_id === id);
    expect(to(team.ids.SUPER_ADMIN)).toMatchObject({
      title: "Nia Ruiz se agregó al equipo de trabajo",
      body: "Gestión del equipo de trabajo",
    });
    // The fleet manager chose no language: the organization's default, French.
    expect(to(team.ids.FLEET_MANAGER)).toMatchObject({
      title: "Nia Ruiz a été ajouté à l'équipe",
      body: "Gestion de l'équipe",
    });
  });

  it("mails in the person's language: the frame around the notification, and the digest's subject", async () => {
    const message = {
      title: "Nueva orden de trabajo",
      body: "Cambiar manguera · EX-101",
      link: "/work-orders?open=1",
    };
    const mail = notificationMail(message, "https://fleet.example", "es");
    expect(mail.subject).toBe("Nueva orden de trabajo");
    expect(mail.text).toContain("Abrir: https://fleet.example/work-orders?open=1");
    expect(mail.text).toContain("Recibe este correo por su configuración de notificaciones");
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("Abrir en Maintenance Nexus");
    const row = { ...message, id: "1", critical: false, created_at: new Date() };
    expect(digestMail([row, row], "https://fleet.example", "es").subject).toBe(
      "2 notificaciones de Maintenance Nexus",
    );
    expect(notificationMail(message, "https://fleet.example").text).toContain("Open: https://");
    // The digest reads the person's language (theirs, else the organization's).
    expect((await findDigest(t.db, team.ids.SUPER_ADMIN, 10))?.locale).toBe("es");
    expect((await findDigest(t.db, team.ids.VIEWER, 10))?.locale).toBe("fr-CA");
  });

  it("writes a PDF report's headings in French", async () => {
    const record = async (locale?: "fr-CA") =>
      pdfText(
        await machineRecordPdf({
          machine: "EX-101 Excavator",
          from: "2026-01-01",
          to: "2026-01-31",
          inspections: [],
          defects: [],
          signedInspections: new Set(),
          ...(locale ? { locale } : {}),
        }),
      );
    const text = await record("fr-CA");
    expect(text).toContain("Registre d'inspection : EX-101 Excavator");
    expect(text).toContain("Période du 2026-01-01 au 2026-01-31");
    expect(text).toContain("Défectuosités (0)");
    expect(await record()).toContain("Inspection record: EX-101 Excavator");
  });
});
