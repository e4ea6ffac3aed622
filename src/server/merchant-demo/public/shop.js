// The demo shop's whole widget integration. The setup token comes from this shop's server,
// which created the order; widget.js comes from the checkout origin and defines XPayCard.
(function () {
  'use strict';
  var card = document.getElementById('card');
  var fallback = document.getElementById('card-fallback');
  if (!card || typeof XPayCard === 'undefined') {
    if (fallback) fallback.hidden = false;
    return;
  }
  XPayCard.mount(card, {
    setupToken: card.dataset.setupToken,
    locale: card.dataset.locale,
    showHolder: true,
    appearance: { colorPrimary: '#1f5c45', borderRadius: '10px', fontFamily: 'system-ui' },
  }).on('loadFailure', function () {
    fallback.hidden = false;
  });
})();
