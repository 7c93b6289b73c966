import { cvType } from '../../src/domain/cv-file';
import { zipOf } from '../helpers/multipart';

describe('cvType', () => {
  it('reads the type from the bytes', () => {
    expect(cvType(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(cvType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
    expect(cvType(zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }))).toBe('docx');
  });

  it('refuses anything else, whatever its name', () => {
    expect(cvType(Buffer.from('MZ\x90\x00 an executable'))).toBeNull();
    expect(cvType(zipOf({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(cvType(Buffer.from(''))).toBeNull();
  });
});
