import { fileOrder } from "../../src/taskpane/order";

describe("standalone page: a TRF's own tie-break list (record 202)", () => {
  it("becomes the order, in canonical codes, without PTS", () => {
    expect(fileOrder(["PTS", "bh-c1", "BH", "SB/C1/P", "DE"])).toEqual([
      "BH/C1",
      "BH",
      "SB/C1/P",
      "DE",
    ]);
  });
  it("is ignored when absent, empty or invalid (the editor keeps its order)", () => {
    expect(fileOrder(undefined)).toBeNull();
    expect(fileOrder([])).toBeNull();
    expect(fileOrder(["PTS"])).toBeNull();
    expect(fileOrder(["BH", "NOPE"])).toBeNull();
  });
});
