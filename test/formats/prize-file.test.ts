/**
 * A prize list from a file's bytes (src/formats/prize-file.ts), as the command line and the page
 * read it: CSV in UTF-8 or Windows-1252 (the one decoder), JSON, the first sheet of an .xlsx with
 * its cell addresses; the file itself refused with its name when it cannot be a prize list.
 */
import ExcelJS from "exceljs";
import { PrizeError } from "../../src/engine/prizes";
import { InputError } from "../../src/engine/errors";
import { readPrizeFile } from "../../src/formats/prize-file";

const bytes = (s: string, enc: BufferEncoding = "utf8"): Uint8Array =>
  new Uint8Array(Buffer.from(s, enc));

test("CSV in Windows-1252: the name with ü and the amount €40 (0x80)", async () => {
  const r = await readPrizeFile(
    "preise.csv",
    bytes("Prize;Amount;Category\r\nBeste Schülerin;\x8040;Sex=f\r\n", "latin1")
  );
  expect(r.list.map((p) => [p.name, p.amount.toNumber(), p.category])).toEqual([
    ["Beste Schülerin", 40, "Sex=f"],
  ]);
});

test("JSON, and its errors at the item", async () => {
  const r = await readPrizeFile("p.json", bytes('[{"prize": "1st", "amount": 12.5}]'));
  expect(r.list[0].amount.toNumber()).toBe(12.5);
  await expect(readPrizeFile("p.json", bytes('[{"prize": "1st"}]'))).rejects.toThrow(
    /p\.json prize 1: amount null is not a sum of money/
  );
});

test("xlsx: the first sheet, errors at its cells", async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Preise");
  ws.addRows([
    ["Prize", "Amount"],
    ["1st", 100],
    ["2nd", "lots"],
  ]);
  const data = new Uint8Array(await wb.xlsx.writeBuffer());
  const err = await readPrizeFile("p.xlsx", data).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PrizeError);
  expect((err as PrizeError).issues[0].where).toBe("Preise!B3");
  ws.getCell("B3").value = 50;
  const ok = await readPrizeFile("p.xlsx", new Uint8Array(await wb.xlsx.writeBuffer()));
  expect(ok.list.map((p) => p.amount.toNumber())).toEqual([100, 50]);
});

test("files that cannot be a prize list are refused naming the file", async () => {
  await expect(readPrizeFile("p.xls", bytes("x"))).rejects.toThrow(
    /p\.xls: save the prize list as \.xlsx, \.csv or \.json/
  );
  const broken = await readPrizeFile("p.xlsx", bytes("not a zip")).catch((e: unknown) => e);
  expect(broken).toBeInstanceOf(InputError);
  expect(String((broken as Error).message)).toMatch(/^p\.xlsx: /);
  await expect(readPrizeFile("p.csv", new Uint8Array([0xff, 0xfe, 0x41, 0]))).rejects.toThrow(
    InputError
  );
});
