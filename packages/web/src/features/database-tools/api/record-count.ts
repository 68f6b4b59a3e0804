/** '1 record', '1,250 records'. */
export const recordCount = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "record" : "records"}`;
