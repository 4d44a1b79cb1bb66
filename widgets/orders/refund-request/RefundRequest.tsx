import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  REFUND_REASONS,
  refundAmounts,
  refundQuantityField,
  requestRefund,
} from '../../../src/api/salesOrders';
import { dialogs } from '../../../src/core/dialogs';
import { classifyFailure } from '../../../src/core/errorPolicy';
import { formatMoney } from '../../../src/core/format';
import { HttpError } from '../../../src/core/http';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';
import type { Props } from './index';
import { trackRefund } from './refundTracking';
import './refundRequest.css';

/**
 * The most a line's refund select lists (index.ts refuses a larger line): the loop that writes
 * its options never runs further, whatever reaches it (issue 16 §3).
 */
export const MOST_REFUNDED = 999;

type Problem = { on: 'lines' | 'reason' | 'form'; message: string };

/** The server's own sentence for a 422 (its validation), else the failure policy's. */
function problemOf(error: unknown): Problem | 'login' | undefined {
  if (error instanceof HttpError && error.response.status === 422) {
    const message = (error.response.data as { Message?: unknown } | null)?.Message;
    if (typeof message === 'string' && message) return { on: 'form', message };
  }
  const failure = classifyFailure(error, {
    fallback: 'Manager.UnknowsErrors',
    serverMessage: 'none',
    network: 'Manager.UnknowsErrors',
  });
  if (failure.kind === 'login') return 'login';
  return failure.kind === 'message' ? { on: 'form', message: failure.message } : undefined;
}

export default function RefundRequest(props: Props) {
  const { orderId, currency, lines } = props;
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<number[]>(() => lines.map(() => 0));
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { amounts, total } = refundAmounts(lines, chosen);
  const money = (amount: number) => formatMoney(amount, currency);

  const focusProblem = useRef(false);
  const say = (next: Problem) => {
    focusProblem.current = true;
    setProblem(next);
  };
  // The message is in the page: focus goes to it (or to the reason select it describes), in
  // the same commit, before the browser paints it: never a frame with the alert and no focus.
  useLayoutEffect(() => {
    if (!problem || !focusProblem.current) return;
    focusProblem.current = false;
    (problem.on === 'reason' ? reasonRef.current : errorRef.current)?.focus();
  }, [problem]);
  useLayoutEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // spec 001 §5 / issue 13: at least one line, and a reason.
    if (total <= 0) return say({ on: 'lines', message: 'Sales.OrdersRefundNothing' });
    if (!reason) return say({ on: 'reason', message: 'Sales.OrdersRefundNoReason' });
    setProblem(undefined);
    setBusy(true);
    const form = new FormData();
    lines.forEach((line, index) => {
      form.set(refundQuantityField(line.productVariantId), String(amounts[index]?.quantity ?? 0));
    });
    form.set('Reason', reason);
    form.set('Comment', comment);
    try {
      const answer = await requestRefund(orderId, form);
      trackRefund(props, chosen, answer.Total);
      setDone(answer.Message);
    } catch (error) {
      const next = problemOf(error);
      if (next === 'login') dialogs.login(location.pathname + location.search);
      else if (next) say(next);
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <p
        className="orders-refund-state vitrine-refund__done"
        role="status"
        tabIndex={-1}
        ref={doneRef}
      >
        {done}
      </p>
    );

  const errorId = `${id}-error`;
  return (
    <form className="vitrine-refund" noValidate onSubmit={(event) => void submit(event)}>
      <p
        id={errorId}
        ref={errorRef}
        tabIndex={-1}
        role="alert"
        className="vitrine-refund__error"
        hidden={!problem || problem.on === 'reason'}
      >
        {problem && problem.on !== 'reason' ? t(problem.message) : ''}
      </p>
      <table className="order-lines vitrine-refund__lines">
        <caption>{t('Checkout.ConfirmationLines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Checkout.ConfirmationProduct')}</th>
            <th scope="col">{t('Sales.OrdersRefundBought')}</th>
            <th scope="col">{t('ShoppingCarts.UnitPrice')}</th>
            <th scope="col">{t('Sales.OrdersRefundQuantity')}</th>
            <th scope="col">{t('Sales.RefundedAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.productVariantId}>
              <th scope="row">
                {line.name}
                {line.sku ? <span className="order-lines__sku">{line.sku}</span> : null}
              </th>
              <td data-label={t('Sales.OrdersRefundBought')}>{line.quantity}</td>
              <td data-label={t('ShoppingCarts.UnitPrice')}>{money(line.unitPrice)}</td>
              <td data-label={t('Sales.OrdersRefundQuantity')}>
                <select
                  name={refundQuantityField(line.productVariantId)}
                  aria-label={t('Sales.OrdersRefundQuantityOf', { name: line.name })}
                  aria-describedby={problem?.on === 'lines' ? errorId : undefined}
                  value={chosen[index] ?? 0}
                  onChange={(event) => {
                    const value = Number(event.currentTarget.value);
                    setChosen((before) => before.map((n, i) => (i === index ? value : n)));
                    if (problem?.on === 'lines') setProblem(undefined);
                  }}
                >
                  {Array.from(
                    { length: Math.min(line.quantity, MOST_REFUNDED) + 1 },
                    (_, n) => n,
                  ).map((n) => (
                    <option key={`q${n}`} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </td>
              <td data-label={t('Sales.RefundedAmount')}>{money(amounts[index]?.amount ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="orders-refund__total" aria-live="polite" aria-atomic="true">
        {t('Sales.OrdersRefundTotal')} <strong>{money(total)}</strong>
      </p>
      <div className="vitrine-refund__field">
        <label htmlFor={`${id}-reason`}>{t('Sales.OrdersRefundReason')}</label>
        <select
          id={`${id}-reason`}
          ref={reasonRef}
          name="Reason"
          required
          value={reason}
          aria-invalid={problem?.on === 'reason' || undefined}
          aria-describedby={problem?.on === 'reason' ? `${id}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (problem?.on === 'reason') setProblem(undefined);
          }}
        >
          <option value="">{t('Sales.OrdersRefundChoose')}</option>
          {REFUND_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`Sales.OrdersReason${value}`)}
            </option>
          ))}
        </select>
        {problem?.on === 'reason' ? (
          <p className="vitrine-refund__field-error" id={`${id}-reason-error`}>
            {t(problem.message)}
          </p>
        ) : null}
      </div>
      <div className="vitrine-refund__field">
        <label htmlFor={`${id}-comment`}>{t('Sales.OrdersRefundComment')}</label>
        <textarea
          id={`${id}-comment`}
          name="Comment"
          rows={3}
          maxLength={500}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
      </div>
      <LoadingButton type="submit" loading={busy} className="vitrine-button--primary">
        {t('Sales.OrdersRefundSubmit')}
      </LoadingButton>
    </form>
  );
}
