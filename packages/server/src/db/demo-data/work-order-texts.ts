import type { CreatableWorkOrderType } from "@mnx/domain";

export interface WorkOrderText {
  title: string;
  description: string;
  completion: string;
}

const t = (title: string, description: string, completion: string): WorkOrderText => ({
  title,
  description,
  completion,
});

/** Realistic shop work per type; `{kind}` becomes the machine's kind (Excavator, Wheel Loader...). */
export const WORK_ORDER_TEXTS: Readonly<Record<CreatableWorkOrderType, readonly WorkOrderText[]>> = {
  REPAIR: [
    t(
      "Replace leaking boom cylinder hose",
      "Hydraulic hose on the boom cylinder is weeping oil at the crimp. Replace hose and check fittings.",
      "Replaced hose and both O-rings; no leaks under load.",
    ),
    t(
      "Repair cracked bucket tooth adapter",
      "Two tooth adapters on the bucket show cracks at the weld. Gouge, re-weld and replace teeth.",
      "Re-welded adapters, installed new teeth.",
    ),
    t(
      "Fix intermittent starter",
      "{kind} fails to crank about one start in five. Check starter solenoid and battery cables.",
      "Corroded ground cable replaced; starter bench-tested OK.",
    ),
    t(
      "Replace worn cutting edge",
      "Blade cutting edge worn past the wear limit. Replace edge and end bits.",
      "New cutting edge and end bits fitted.",
    ),
    t(
      "Repair A/C system",
      "Cab A/C blowing warm. Check refrigerant charge and compressor clutch.",
      "Leak at condenser fitting fixed; system recharged.",
    ),
  ],
  PREVENTIVE_MAINTENANCE: [
    t(
      "500-hour service",
      "Scheduled 500-hour service: engine oil and filter, fuel filters, air filter inspection, grease all points.",
      "500-hour service completed per checklist.",
    ),
    t(
      "1000-hour service",
      "Scheduled 1000-hour service including hydraulic return filter and coolant sample.",
      "Service done; coolant sample sent to lab.",
    ),
    t(
      "Replace air filter elements",
      "Air filter restriction indicator in the yellow. Replace primary and secondary elements.",
      "Both elements replaced; indicator reset.",
    ),
    t(
      "Undercarriage inspection and adjustment",
      "Measure track sag and wear on rollers and idlers; adjust tension.",
      "Track tension adjusted; wear within limits.",
    ),
  ],
  INSPECTION_FOLLOWUP: [
    t(
      "Follow-up: fluid leak found at inspection",
      "Daily inspection flagged a fluid leak under the engine bay. Locate source and repair.",
      "Loose oil cooler line tightened; no further seepage.",
    ),
    t(
      "Follow-up: backup alarm inoperative",
      "Operator inspection found the backup alarm silent. Repair before next shift.",
      "Replaced backup alarm and connector.",
    ),
    t(
      "Follow-up: damaged guard",
      "Inspection noted a bent belly guard. Straighten or replace.",
      "Guard replaced with new part.",
    ),
  ],
  BREAKDOWN: [
    t(
      "Engine shutdown - high coolant temperature",
      "{kind} shut down on site with a high coolant temperature code. Recover and diagnose.",
      "Failed water pump replaced; thermostat replaced as precaution.",
    ),
    t(
      "Hydraulic pump failure",
      "Loss of hydraulic power across all functions. Suspected main pump failure.",
      "Main pump replaced; system flushed and filters changed.",
    ),
    t(
      "Transmission will not shift",
      "Machine stuck in first gear. Check transmission controller codes and solenoids.",
      "Shift solenoid replaced; calibration run.",
    ),
  ],
  SAFETY_ISSUE: [
    t(
      "Seat belt retractor not locking",
      "Operator reports the seat belt does not lock. Machine must not operate until fixed.",
      "Seat belt assembly replaced.",
    ),
    t(
      "ROPS mounting bolt missing",
      "One ROPS mounting bolt missing; others to be torque-checked.",
      "Bolt replaced; all ROPS bolts torqued to spec.",
    ),
    t(
      "Fire extinguisher expired",
      "Cab fire extinguisher past its inspection date. Replace and log.",
      "New extinguisher mounted and logged.",
    ),
  ],
  MODIFICATION: [
    t(
      "Install telematics unit",
      "Fit the fleet telematics unit and wire to the ignition and CAN bus.",
      "Unit installed and reporting.",
    ),
    t(
      "Fit quick coupler",
      "Install hydraulic quick coupler for attachment changes.",
      "Quick coupler installed and function-tested.",
    ),
  ],
  CALIBRATION: [
    t(
      "Calibrate load moment indicator",
      "Annual calibration of the load moment indicator with test weights.",
      "LMI calibrated; certificate filed.",
    ),
    t(
      "Calibrate grade control system",
      "Machine control sensors out of tolerance after mast replacement.",
      "Sensors calibrated against benchmark.",
    ),
  ],
  CLEANING: [
    t(
      "Radiator and cooler cleanout",
      "Debris packed in the cooling package. Blow out radiator, oil cooler and charge air cooler.",
      "Cooling package cleaned; temps back to normal.",
    ),
    t(
      "Pressure wash before transport",
      "Wash down before moving between sites (invasive weed control).",
      "Machine washed and inspected.",
    ),
  ],
  LUBRICATION: [
    t(
      "Auto-lube system not dispensing",
      "Auto-lube reservoir full but several points dry. Check lines and pump.",
      "Blocked divider valve cleared; all points greased.",
    ),
    t("Weekly greasing", "Grease pins and bushings per lubrication chart.", "All points greased."),
  ],
  SEASONAL_PREP: [
    t(
      "Winterize: block heater and coolant test",
      "Check block heater, test coolant freeze protection, switch to winter diesel.",
      "Block heater OK; coolant protected to -37 C.",
    ),
    t(
      "Summer prep: A/C and cooling check",
      "Pre-summer check of the A/C and cooling system.",
      "A/C serviced; cooling system pressure-tested.",
    ),
  ],
};

export const ISSUE_REPORTS = [
  {
    issueType: "BREAKDOWN",
    text: "Machine lost power on the haul road and will not restart. Smell of burnt wiring.",
  },
  {
    issueType: "SAFETY_CONCERN",
    text: "Service brakes feel spongy and the machine rolls on a slope with the parking brake set.",
  },
  {
    issueType: "PERFORMANCE_ISSUE",
    text: "Boom is slow to raise and the hydraulic oil is running hot after an hour.",
  },
  {
    issueType: "BREAKDOWN",
    text: "Loud knocking from the engine then shutdown. Oil pressure warning came on first.",
  },
  { issueType: "SAFETY_CONCERN", text: "Backup alarm and strobe both stopped working during the shift." },
  {
    issueType: "MAINTENANCE_NEEDED",
    text: "Track is visibly loose and jumped off the front idler twice today.",
  },
  {
    issueType: "INSPECTION_FAILURE",
    text: "Morning inspection found a cracked weld on the loader arm near the pivot.",
  },
  { issueType: "OTHER", text: "Display screen keeps rebooting and shows no gauges for minutes at a time." },
] as const;
