import { describe, expect, it } from "vitest";
import { readSnapshotPage, SnapshotError } from "../../src/modules/telematics/aemp-snapshot.js";
import { matchMachine } from "../../src/modules/telematics/telematics-poll.js";

describe("reading an AEMP 2.0 snapshot page (docs/decisions/044)", () => {
  it("reads XML with a namespace prefix, datetime attributes and mixed case", () => {
    const page = readSnapshotPage(
      `<?xml version="1.0" encoding="UTF-8"?>
      <aemp:Fleet xmlns:aemp="http://standards.iso.org/iso/15143/-3" version="2" snapshotTime="2026-11-28T10:00:00Z">
        <aemp:Links><aemp:rel>self</aemp:rel><aemp:href>https://p.example/Fleet/1</aemp:href></aemp:Links>
        <aemp:Links><aemp:rel>next</aemp:rel><aemp:href>https://p.example/Fleet/2</aemp:href></aemp:Links>
        <aemp:Equipment>
          <aemp:EquipmentHeader>
            <aemp:OEMName>TAKEUCHI</aemp:OEMName><aemp:Model>TB260</aemp:Model>
            <aemp:EquipmentID>TB260-1</aemp:EquipmentID><aemp:SerialNumber>126000123</aemp:SerialNumber>
          </aemp:EquipmentHeader>
          <aemp:Location datetime="2026-11-28T09:00:00Z">
            <aemp:Latitude>35.68</aemp:Latitude><aemp:Longitude>139.69</aemp:Longitude>
          </aemp:Location>
          <aemp:CumulativeOperatingHours DateTime="2026-11-28T09:30:00Z"><aemp:Hour>1234.5</aemp:Hour></aemp:CumulativeOperatingHours>
          <aemp:CUMULATIVEIDLEHOURS datetime="2026-11-28T09:30:00Z"><aemp:hour>200</aemp:hour></aemp:CUMULATIVEIDLEHOURS>
          <aemp:FuelUsed datetime="2026-11-28T09:30:00Z"><aemp:FuelUnits>gallon</aemp:FuelUnits><aemp:FuelConsumed>100</aemp:FuelConsumed></aemp:FuelUsed>
          <aemp:Distance datetime="2026-11-28T09:30:00Z"><aemp:OdometerUnits>kilometre</aemp:OdometerUnits><aemp:Odometer>160.9344</aemp:Odometer></aemp:Distance>
          <aemp:FuelRemaining datetime="2026-11-28T09:30:00Z"><aemp:Percent>101</aemp:Percent></aemp:FuelRemaining>
          <aemp:EngineStatus datetime="2026-11-28T09:30:00Z"><aemp:Running>false</aemp:Running></aemp:EngineStatus>
          <aemp:FaultCodes>
            <aemp:FaultCode datetime="2026-11-28T09:10:00Z"><aemp:CodeIdentifier>E-110</aemp:CodeIdentifier>
              <aemp:CodeDescription>Coolant temperature high</aemp:CodeDescription><aemp:CodeSeverity>High</aemp:CodeSeverity>
              <aemp:CodeSource>ECM</aemp:CodeSource></aemp:FaultCode>
            <aemp:FaultCode><aemp:CodeIdentifier>E-999</aemp:CodeIdentifier></aemp:FaultCode>
          </aemp:FaultCodes>
        </aemp:Equipment>
      </aemp:Fleet>`,
      "application/xml; charset=utf-8",
    );
    expect(page.next).toBe("https://p.example/Fleet/2");
    // Decision 047: gallons as litres, kilometres as miles, a percent over 100 dropped, a fault without a time
    // skipped.
    expect(page.machines[0]).toMatchObject({
      fuelUsed: { value: 378.5, at: new Date("2026-11-28T09:30:00Z") },
      distance: { value: 100, at: new Date("2026-11-28T09:30:00Z") },
      fuelRemaining: null,
      defRemaining: null,
      engineRunning: { running: false, at: new Date("2026-11-28T09:30:00Z") },
      faults: [
        {
          code: "E-110",
          description: "Coolant temperature high",
          severity: "High",
          source: "ECM",
          at: new Date("2026-11-28T09:10:00Z"),
        },
      ],
    });
    expect(page.machines).toMatchObject([
      {
        oemName: "TAKEUCHI",
        model: "TB260",
        serialNumber: "126000123",
        pin: null,
        equipmentId: "TB260-1",
        hours: { value: 1234.5, at: new Date("2026-11-28T09:30:00Z") },
        idleHours: { value: 200, at: new Date("2026-11-28T09:30:00Z") },
        location: { latitude: 35.68, longitude: 139.69, at: new Date("2026-11-28T09:00:00Z") },
      },
    ]);
  });

  it("reads JSON without the Fleet wrapper, one machine as an object, and skips elements without a time", () => {
    const page = readSnapshotPage(
      JSON.stringify({
        links: { rel: "Next", href: "?page=2" },
        equipment: {
          equipmentHeader: { make: "Bosch Rexroth", PIN: "PIN-9" },
          cumulativeOperatingHours: { hour: 10 },
          location: { latitude: 95, longitude: 0, datetime: "2026-11-28T09:00:00Z" },
        },
      }),
    );
    expect(page).toMatchObject({
      next: "?page=2",
      machines: [
        {
          oemName: "Bosch Rexroth",
          model: null,
          serialNumber: null,
          pin: "PIN-9",
          equipmentId: null,
          hours: null,
          idleHours: null,
          location: null,
        },
      ],
    });
  });

  it("refuses what is not a fleet snapshot", () => {
    expect(() => readSnapshotPage("[1, 2]")).toThrow(SnapshotError);
    expect(() => readSnapshotPage("<html><body>Sign in</body></html>")).toThrow(
      /Not an AEMP 2.0 fleet snapshot/,
    );
    expect(() => readSnapshotPage("<Fleet><Equipment></Fleet>")).toThrow(/not valid XML/);
  });
});

describe("matching a feed machine to ours", () => {
  const feed = (serial: string | null, pin: string | null, make = "CAT", model = "320") => ({
    oemName: make,
    model,
    serialNumber: serial,
    pin,
    equipmentId: null,
    hours: null,
    idleHours: null,
    location: null,
    distance: null,
    fuelUsed: null,
    fuelRemaining: null,
    defRemaining: null,
    engineRunning: null,
    faults: [],
  });
  const ours = [
    { id: "a", serial: "abc1", make: "Caterpillar", model: "320" },
    { id: "b", serial: "dup", make: "CAT", model: "320" },
    { id: "c", serial: "dup", make: "Komatsu", model: "PC210" },
  ];

  it("matches by serial number or PIN, case aside", () => {
    expect(matchMachine(feed("ABC1", null), ours)?.id).toBe("a");
    expect(matchMachine(feed(null, "abc1"), ours)?.id).toBe("a");
    expect(matchMachine(feed("zzz", null), ours)).toBeUndefined();
  });

  it("tells machines sharing a serial number apart by make and model, else leaves it unmatched", () => {
    expect(matchMachine(feed("dup", null, "komatsu", "pc210"), ours)?.id).toBe("c");
    expect(matchMachine(feed("dup", null, "Volvo", "EC220"), ours)).toBeUndefined();
  });
});
