/**
 * The demo provider's registration script (issue 12; decision 032), as a third party would
 * serve it: it registers `demopay` through `window.Vitrine.registerPaymentProvider`, or queues
 * it on `window.vitrinePaymentProviders` when it runs before the bundle. Its card form is a
 * module of its own, imported only when a form is mounted.
 */
export const registerScript = (base: string) => `(function () {
  var dir = ${JSON.stringify(`${base}payment-provider/`)};
  function factory() {
    var dispose;
    var gone = false;
    return {
      mount: function (element, session, callbacks, options) {
        var lang = String(options.locale || '').slice(0, 2);
        return import(dir + 'form.js?culture=' + encodeURIComponent(lang)).then(function (form) {
          if (!gone) dispose = form.mount(element, session, callbacks, options);
        });
      },
      submitReturn: function (back, callbacks) {
        return fetch(dir + 'sessions/' + encodeURIComponent(back.sessionId) + '/details', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ redirectResult: back.redirectResult })
        })
          .then(function (answer) {
            if (!answer.ok) throw new Error('demopay details: HTTP ' + answer.status);
            return answer.json();
          })
          .then(function (answer) {
            if (answer.resultCode === 'Authorised') callbacks.completed();
            else if (answer.resultCode === 'Refused') callbacks.failed();
            else callbacks.error(new Error('demopay details: ' + answer.resultCode));
          }, callbacks.error);
      },
      unmount: function () {
        gone = true;
        if (dispose) dispose();
        dispose = undefined;
      }
    };
  }
  if (window.Vitrine && window.Vitrine.registerPaymentProvider) {
    window.Vitrine.registerPaymentProvider('demopay', factory);
  } else {
    (window.vitrinePaymentProviders = window.vitrinePaymentProviders || []).push(['demopay', factory]);
  }
})();
`;
