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
    expect(historyLabel('status:sent', 'en')).toBe('Sent');
    expect(historyLabel('budget:override', 'it')).toBe('Azione: budget override');
  });

  it('turns [before, after] pairs into old -> new and other values into the value', () => {
    expect(historyChanges({ status: ['pending', 'rejected'], rejectedReason: 'Troppo caro', n: 2 }, 'it')).toEqual([
      { field: 'status', label: 'Stato', before: 'In attesa', after: 'Rifiutato' },
      { field: 'rejectedReason', label: 'Motivo', before: null, after: 'Troppo caro' },
      { field: 'n', label: 'N', before: null, after: '2' },
    ]);
    expect(historyChanges(null, 'en')).toEqual([]);
  });

  it('shows values as the screen does: states, euros, days, yes/no, unknown fields in words', () => {
    const changes = {
      status: ['approved_finance', 'approved'],
      totalAmount: ['960.00', 1440],
      estimatedDeliveryDate: ['2026-11-03', '2026-12-01T00:00:00.000Z'],
      isRecurring: [false, true],
      offerId: 27,
      someNewField: 'x',
    };
    expect(historyChanges(changes, 'it').map((c) => [c.label, c.before, c.after])).toEqual([
      ['Stato', 'Approvato da Finance', 'Approvato'],
      ['Totale', '960,00', '1.440,00'],
      ['Consegna prevista', '03/11/2026', '01/12/2026'],
      ['Is recurring', 'No', 'Sì'],
      ['Offerta', null, '27'],
      ['Some new field', null, 'x'],
    ]);
    expect(historyChanges({ totalAmount: ['960.00', '1440.5'] }, 'en')[0]).toMatchObject({
      before: '960.00',
      after: '1,440.50',
    });
  });
});
