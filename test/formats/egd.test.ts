import { egdToRoundEntry, formatEgdToken, parseEgdToken } from "../../src/formats/egd";

describe("parseEgdToken", () => {
  it("reads a normal game with colour and handicap", () => {
    expect(parseEgdToken("18+/b0")).toEqual({
      kind: "game",
      opponent: 18,
      symbol: "+",
      byDefault: false,
      colour: "b",
      handicap: 0,
    });
    expect(parseEgdToken(" 15-/w9 ")).toEqual({
      kind: "game",
      opponent: 15,
      symbol: "-",
      byDefault: false,
      colour: "w",
      handicap: 9,
    });
  });
  it("reads jigo, unknown result and unknown colour", () => {
    expect(parseEgdToken("11=/w0")).toMatchObject({ symbol: "=", colour: "w", handicap: 0 });
    const u = parseEgdToken("7?/?0");
    expect(u).toMatchObject({ kind: "game", opponent: 7, symbol: "?", handicap: 0 });
    expect(u && "colour" in u).toBe(false);
  });
  it("reads a result by default with ! as separator or before the symbol", () => {
    expect(parseEgdToken("12+!b0")).toMatchObject({ opponent: 12, byDefault: true, colour: "b" });
    expect(parseEgdToken("12!-/w0")).toMatchObject({ symbol: "-", byDefault: true, colour: "w" });
    expect(parseEgdToken("12!+!b0")).toBeNull();
    expect(parseEgdToken("12=!b0")).toBeNull(); // no jigo by default in OpenGotha
  });
  it("reads the short form without colour", () => {
    expect(parseEgdToken("18+")).toEqual({
      kind: "game",
      opponent: 18,
      symbol: "+",
      byDefault: false,
    });
  });
  it("reads rounds without a game", () => {
    expect(parseEgdToken("0+")).toEqual({ kind: "nogame", symbol: "+" });
    expect(parseEgdToken("0=")).toEqual({ kind: "nogame", symbol: "=" });
    expect(parseEgdToken("0-")).toEqual({ kind: "nogame", symbol: "-" });
    expect(parseEgdToken("0?")).toBeNull();
    expect(parseEgdToken("0+/b0")).toBeNull();
  });
  it("returns null for anything else", () => {
    for (const s of ["", "1", "1-0", "½", "+", "a+/b0", "3+/x0", "3+/b123", "W", "18 +/b0"]) {
      expect(parseEgdToken(s)).toBeNull();
    }
  });
});

describe("egdToRoundEntry / formatEgdToken", () => {
  const entry = (s: string) => egdToRoundEntry(parseEgdToken(s)!);
  it("maps tokens to round entries", () => {
    expect(entry("4-/w0")).toEqual({
      kind: "game",
      opponent: 4,
      outcome: "loss",
      colour: "w",
      handicap: 0,
    });
    expect(entry("7=/b2")).toEqual({
      kind: "game",
      opponent: 7,
      outcome: "draw",
      colour: "b",
      handicap: 2,
    });
    expect(entry("9?/w0")).toEqual({ kind: "unknown", opponent: 9, colour: "w", handicap: 0 });
    expect(entry("12+!b0")).toEqual({
      kind: "forfeit",
      opponent: 12,
      outcome: "win",
      colour: "b",
      handicap: 0,
    });
    expect(entry("0+")).toEqual({ kind: "bye", bye: "pab" });
    expect(entry("0=")).toEqual({ kind: "bye", bye: "zpb", reason: "absent" });
    expect(entry("0-")).toEqual({ kind: "bye", bye: "zpb", reason: "unpaired" });
  });
  it("maps line numbers through the given function", () => {
    expect(egdToRoundEntry(parseEgdToken("3+/w1")!, (n) => n * 10)).toMatchObject({ opponent: 30 });
  });
  it("round-trips", () => {
    for (const s of ["18+/b0", "4-/w3", "7=/w0", "9?/b0", "12+!b0", "12-!w0", "0+", "0=", "0-"]) {
      expect(formatEgdToken(entry(s))).toBe(s);
    }
  });
});
