// Its own module, so the scanner's texts do not travel with the messages /login loads.
/** Scan to open (docs/decisions/023-scan-to-open.md). */
export const SCAN_MESSAGES = {
  pointCamera: "Point the camera at the QR code on the machine's label.",
  starting: "Starting the camera...",
  denied:
    "Camera access is blocked. Allow the camera for this site in the browser's settings, or type the code printed on the label.",
  noCamera: "No camera was found on this device. Type the code printed on the label.",
  cameraBusy:
    "The camera is in use by another app. Close it and try again, or type the code printed on the label.",
  insecure:
    "The camera works only over a secure (https) connection. Type the code printed on the label, or open the app over https.",
  cameraFailed: "The camera could not be started. Type the code printed on the label.",
  notALabel: "This QR code is not a Maintenance Nexus equipment label.",
  notFound: "No machine with this label in your organization.",
  notYours: "This label is not one of the machines assigned to you.",
  offline:
    "You are offline, and this code is not among the machines saved on this device. Try again once online.",
  lookupFailed: "The label could not be looked up. Please try again.",
  looking: "Looking up the label...",
  codeRequired: "Type the code or the equipment number printed on the label",
} as const;
