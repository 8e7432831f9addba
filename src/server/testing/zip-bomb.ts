import { createDeflateRaw } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

/**
 * A hostile .xlsx for the import's tests (issue 56): a real workbook whose one sheet's XML inflates
 * to `unpackedBytes` (1.6 GB of spaces inside it packs into about 1.6 MB), with every other part a
 * workbook needs. The sheet's entry is written by hand: deflated as a stream, so the test never
 * holds what it inflates to, with its CRC left 0 (a reader that inflates it all before checking
 * has already spent the memory).
 */
export async function zipBombWorkbook(unpackedBytes: number): Promise<Buffer> {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Surname</t></is></c></row>',
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((done) => deflater.once('end', done));
  deflater.write(head);
  const block = Buffer.alloc(8 * 1024 * 1024, 0x20);
  for (let left = unpackedBytes - head.length - tail.length; left > 0; left -= block.length) {
    if (!deflater.write(block.subarray(0, Math.min(block.length, left))))
      await new Promise((drained) => deflater.once('drain', drained));
  }
  deflater.end(tail);
  await ended;
  const sheet = Buffer.concat(chunks);

  // Every other part, zipped normally; the sheet is added as a deflated entry by hand.
  const parts = zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Clients" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  });
  return appendDeflatedEntry(Buffer.from(parts), 'xl/worksheets/sheet1.xml', sheet, unpackedBytes);
}

/** A zip with one more entry (already deflated), its central directory and end record rewritten. */
function appendDeflatedEntry(zip: Buffer, name: string, data: Buffer, unpacked: number): Buffer {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(endAt + 10);
  const directorySize = zip.readUInt32LE(endAt + 12);
  const directoryAt = zip.readUInt32LE(endAt + 16);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0, 6); // flags
  local.writeUInt16LE(8, 8); // deflated
  local.writeUInt32LE(0, 14); // CRC: left 0
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(unpacked, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(unpacked, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(directoryAt, 42); // the new entry goes where the old directory began
  const directory = zip.subarray(directoryAt, directoryAt + directorySize);
  const newDirectoryAt = directoryAt + local.length + fileName.length + data.length;
  const end = Buffer.from(zip.subarray(endAt, endAt + 22));
  end.writeUInt16LE(entries + 1, 8);
  end.writeUInt16LE(entries + 1, 10);
  end.writeUInt32LE(directorySize + central.length + fileName.length, 12);
  end.writeUInt32LE(newDirectoryAt, 16);
  return Buffer.concat([
    zip.subarray(0, directoryAt),
    local,
    fileName,
    data,
    directory,
    central,
    fileName,
    end,
  ]);
}
