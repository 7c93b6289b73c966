import { cvProblem } from './cv-problem';

describe('cvProblem', () => {
  it('takes a PDF, a DOC and a DOCX by their bytes', async () => {
    await expect(cvProblem(new File(['%PDF-1.4 cv'], 'cv.pdf'))).resolves.toBeNull();
    await expect(cvProblem(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1])], 'cv.doc'))).resolves.toBeNull();
    await expect(cvProblem(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])], 'cv.docx'))).resolves.toBeNull();
  });

  it('refuses a renamed program, a missing file and one over 5 MB', async () => {
    await expect(cvProblem(new File(['MZ program'], 'cv.pdf'))).resolves.toBe('cv_type');
    await expect(cvProblem(null)).resolves.toBe('cv_missing');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf');
    await expect(cvProblem(big)).resolves.toBe('cv_size');
  });
});
