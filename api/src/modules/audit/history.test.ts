import { describe, expect, it } from 'vitest';
import { historyChanges } from './history.ts';
import { historyLabel } from './history-labels.ts';

describe('history labels and changes (issue 17 point 2)', () => {
  it('labels known actions in the screen language, with the step of an approval', () => {
    expect(historyLabel('approve_finance', 'en')).toBe('Approved (finance step)');
    expect(historyLabel('approve_it', 'it')).toBe('Approvato (passo IT)');
    expect(historyLabel('reject', 'it')).toBe('Rifiutato');
    expect(historyLabel('status:paid', 'it')).toBe('Pagato');
  });

  it('keeps an action it does not know readable', () => {
    expect(historyLabel('status:on_hold', 'en')).toBe('Status changed to on hold');
    expect(historyLabel('budget:override', 'it')).toBe('Azione: budget override');
  });

  it('turns [before, after] pairs into old -> new and other values into the value', () => {
    expect(historyChanges({ status: ['pending', 'rejected'], rejectedReason: 'Troppo caro', n: 2 }, 'it')).toEqual([
      { field: 'status', label: 'Stato', before: 'pending', after: 'rejected' },
      { field: 'rejectedReason', label: 'Motivo', before: null, after: 'Troppo caro' },
      { field: 'n', label: 'n', before: null, after: '2' },
    ]);
    expect(historyChanges(null, 'en')).toEqual([]);
  });
});
