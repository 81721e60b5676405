import { describe, expect, it } from 'vitest';
import { formatDollar, formatEuro, formatIban, sumMoney } from '../../web/src/shared/format.ts';
import { Environment, Network, RecordSource, Store, commitMutation, type PayloadData } from 'relay-runtime';
import createOrder, {
  type useCreateOrderMutation,
} from '../../web/src/__generated__/useCreateOrderMutation.graphql.ts';
import { failed, outcomeOf } from '../../web/src/shared/outcome.ts';

/** The real createOrder document sent to a server that answers `answer`: Relay's response, or its error. */
function sent(answer: { data?: PayloadData; errors?: { message: string }[] }) {
  const environment = new Environment({
    network: Network.create(() => answer as never),
    store: new Store(new RecordSource()),
  });
  return new Promise<useCreateOrderMutation['response']['createOrder']>((resolve, reject) =>
    commitMutation<useCreateOrderMutation>(environment, {
      mutation: createOrder,
      variables: { input: { offerId: '1', orderNumber: 'PO-1' } as never },
      onCompleted: (response) => resolve(response.createOrder),
      onError: reject,
    }),
  );
}

/** A real mutation document's response as Relay reads it from a server answer (the `error` alias). */
const answered = (createOrderResult: PayloadData) => sent({ data: { createOrder: createOrderResult } });

/** A typed error as the server answers it (`__isError`: the member implements Error, which Relay asks). */
const answeredError = (typename: string, message: string, field: string | null) =>
  answered({ __typename: typename, __isError: typename, message, field });

/** The error Relay raises for an answer with errors and no data (variables the schema refuses ...). */
const refused = (errors: { message: string }[]) =>
  sent({ errors }).then(
    () => null,
    (error: unknown) => error,
  );

describe('shared/format', () => {
  it('writes euro in the Italian format with grouping from 1.000 and two decimals', () => {
    expect(formatEuro('1234.5')).toBe('€ 1.234,50');
    expect(formatEuro('1234567.891')).toBe('€ 1.234.567,89');
    expect(formatEuro(-1234)).toBe('-€ 1.234,00');
    expect(formatEuro(null)).toBe('€ 0,00');
    expect(formatEuro('abc')).toBe('');
  });

  it('writes the dollar amounts of offers, orders and the invoice detail', () => {
    expect(formatDollar('1234.5')).toBe('$1,234.50');
    expect(formatDollar(undefined)).toBe('$0.00');
    expect(formatDollar('-0.5')).toBe('-$0.50');
    expect(formatDollar('-0')).toBe('$0.00');
  });

  it('writes every amount as Intl does for it-IT and en-US, rounded once to the cent', () => {
    // The formats are written out (no ICU data to load on the first screen); Intl is the reference.
    const euro = new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    const dollar = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [
      '0',
      '0.0000001',
      '0.005',
      '0.015',
      '1.005',
      '2.675',
      '999.995',
      '1000',
      '1000.5',
      '1234567.891',
      '3e21',
    ];
    for (let i = 0; i < 2000; i += 1)
      amounts.push(String(((i * 1_299_709) % 1_000_000_007) / (i % 3 === 0 ? 1000 : 100)));
    // (Not '-0': Intl writes "-$0.00" for it, the screens "$0.00".)
    for (const amount of [...amounts, ...amounts.filter((a) => a !== '0').map((a) => `-${a}`)]) {
      const n = Number(amount);
      expect(formatEuro(amount), amount).toBe(`${n < 0 ? '-' : ''}€ ${euro.format(Math.abs(n))}`);
      expect(formatDollar(amount), amount).toBe(dollar.format(n));
    }
  });

  it('writes an IBAN in groups of four, so it wraps between groups', () => {
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(formatIban('IT60 X054 2811 1010 0000 0123 456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('sums decimal strings in cents', () => {
    expect(sumMoney(['0.1', '0.2'])).toBe('0.30');
  });
});

describe('shared/outcome', () => {
  it('counts only the Mutation<Name>Success member as success', () => {
    expect(outcomeOf({ __typename: 'MutationCreateOfferSuccess' }, 7, 'x')).toEqual({ ok: true, value: 7 });
    // A result the client does not know (Relay's '%other') is no success either.
    expect(outcomeOf({ __typename: '%other' }, 7, 'Failed')).toMatchObject({ ok: false, message: 'Failed' });
    expect(outcomeOf({ __typename: 'MutationCreateOfferResult' }, 7, 'Failed').ok).toBe(false);
  });

  it("carries a typed error's message, field and conflict", async () => {
    const conflict = await answeredError('ConflictError', 'Numero ordine già in uso', 'orderNumber');
    expect(outcomeOf(conflict, 0, 'x')).toEqual({
      ok: false,
      message: 'Numero ordine già in uso',
      field: 'orderNumber',
      conflict: true,
    });
    const empty = await answeredError('ValidationError', '', null);
    expect(outcomeOf(empty, 0, 'Fallback')).toMatchObject({
      message: 'Fallback',
      field: null,
      conflict: false,
    });
  });

  it("shows the server's message of a refused request, never Relay's wrapper text", async () => {
    const error = await refused([{ message: 'Importo non valido' }]);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/No data returned/);
    expect(failed('Creazione non riuscita', error)).toMatchObject({ ok: false, message: 'Importo non valido' });
    expect(failed('Creazione non riuscita', await refused([]))).toMatchObject({ message: 'Creazione non riuscita' });
  });

  it('turns a network failure into its message or the fallback', () => {
    expect(failed('Fallback', new Error('Network down'))).toMatchObject({ ok: false, message: 'Network down' });
    expect(failed('Fallback')).toMatchObject({ ok: false, message: 'Fallback' });
  });
});
