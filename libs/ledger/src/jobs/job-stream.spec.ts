import { jobMunicipality } from './job-stream';

describe("a job's municipality (who reads it in the run register)", () => {
  it('the one it was started for, whatever its answer names', () => {
    expect(jobMunicipality('northport', { municipalities: ['watervliet'] })).toBe('northport');
  });

  it("an import's: the one municipality its answer says it wrote to", () => {
    expect(jobMunicipality(null, { imported: 3, municipalities: ['watervliet'] })).toBe(
      'watervliet',
    );
  });

  it('none when the answer names several, none, or is not an answer of that shape (a failed job has none)', () => {
    expect(jobMunicipality(null, { municipalities: ['northport', 'watervliet'] })).toBeNull();
    expect(jobMunicipality(null, { municipalities: [] })).toBeNull();
    expect(jobMunicipality(null, null)).toBeNull();
    expect(jobMunicipality(null, { municipalities: 'watervliet' })).toBeNull();
    expect(jobMunicipality(null, [1])).toBeNull();
  });
});
