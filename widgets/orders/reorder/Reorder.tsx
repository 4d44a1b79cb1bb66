import { useRef, useState } from 'react';
import { reorderLine } from '../../../src/api/salesOrders';
import { failureMessage } from '../../../src/core/errorPolicy';
import { emit } from '../../../src/core/events';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';
import { toast } from '../../../src/ui/services';
import type { Props } from './index';
import './reorder.css';

interface Result {
  added: number;
  refused: Array<{ name: string; reason: string }>;
}

export default function Reorder({ orderId, currencyCode, itemOrigin, basketUrl, lines }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const sending = useRef(false);

  async function orderAgain() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setResult(undefined);
    const done: Result = { added: 0, refused: [] };
    try {
      // One call per line, in order (spec 001 §3: the form carries one item).
      for (const line of lines) {
        const answer = await reorderLine({
          name: line.name,
          quantity: line.quantity,
          price: line.price,
          ItemKey: line.itemKey,
          OrderId: orderId,
          ItemOrigin: itemOrigin,
          currencyCode,
        });
        if (answer.Added) done.added += 1;
        else done.refused.push({ name: line.name, reason: answer.Message ?? '' });
      }
      setResult(done);
      if (done.refused.length === 0) toast({ kind: 'success', message: 'Sales.OrdersReorderDone' });
      else if (done.added === 0) toast({ kind: 'error', message: 'Sales.OrdersReorderNone' });
      else toast({ kind: 'warning', message: 'Sales.OrdersReorderSome' });
    } catch (error) {
      const message = failureMessage(error, {
        fallback: 'Manager.UnknowsErrors',
        serverMessage: 'none',
        network: 'Manager.UnknowsErrors',
      });
      if (message) toast({ kind: 'error', message });
      if (done.added > 0) setResult(done);
    } finally {
      // The basket count follows what was added, even when a later line failed.
      if (done.added > 0) emit('vitrine:basket-changed', {});
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="vitrine-reorder">
      <LoadingButton className="button" loading={busy} onClick={() => void orderAgain()}>
        {t('Sales.Reorder')}
      </LoadingButton>
      <div className="vitrine-reorder__status" role="status">
        {busy ? <p>{t('Sales.OrdersAdding')}</p> : null}
        {result ? (
          <>
            {result.refused.map((line) => (
              <p key={line.name} className="vitrine-reorder__refused">
                {t('Sales.OrdersNotAdded', { name: line.name, reason: line.reason })}
              </p>
            ))}
            {result.added > 0 ? (
              <p>
                {t(result.refused.length ? 'Sales.OrdersReorderSome' : 'Sales.OrdersReorderDone')}{' '}
                <a href={basketUrl}>{t('Sales.OrdersSeeBasket')}</a>
              </p>
            ) : (
              <p>{t('Sales.OrdersReorderNone')}</p>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
