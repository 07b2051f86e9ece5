import { describe, expect, it } from 'vitest';
import { clearReportKey, loadReportKey, saveReportKey } from './evaluation-report-key';

describe('the kept report key', () => {
  it('keeps the address the report went to beside its id and key, for a day', () => {
    const savedAt = Date.parse('2026-12-06T12:00:00Z');
    saveReportKey('math', { id: 'sitting-1', key: 'k', email: 'parent@example.com' }, savedAt);
    expect(loadReportKey('math', savedAt + 3_600_000)).toEqual({
      id: 'sitting-1',
      key: 'k',
      email: 'parent@example.com',
    });
    expect(loadReportKey('reading-writing', savedAt)).toBeUndefined();
    expect(loadReportKey('math', savedAt + 25 * 3_600_000)).toBeUndefined();
    clearReportKey('math');
    expect(loadReportKey('math', savedAt)).toBeUndefined();
  });

  it('reads a key kept without an address', () => {
    localStorage.setItem('evaluation_report', JSON.stringify({ id: 'a', key: 'b', savedAt: 1 }));
    expect(loadReportKey('math', 2)).toEqual({ id: 'a', key: 'b' });
  });
});
