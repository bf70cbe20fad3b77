// 'Comprar Agora': a book with its e-book file in the site's storage is sold through the checkout
// (a link to it, docs/payments-ui.md); any other keeps the external link: with a purchase_url the store opens in a new tab and the visitor
// sees 'Redirecionando'; without one, a destructive 'Link indisponível' naming the book.

export interface PurchaseEffects {
  open: (url: string) => void;
  notify: (kind: 'redirecting' | 'unavailable', title: string, description: string) => void;
}

export function purchaseBook(book: { title: string; purchase_url: string | null }, effects: PurchaseEffects) {
  const url = book.purchase_url?.trim();
  if (!url || !/^https?:\/\//i.test(url)) {
    effects.notify(
      'unavailable',
      'Link indisponível',
      `O link de compra de "${book.title}" não está disponível no momento.`,
    );
    return false;
  }
  effects.open(url);
  effects.notify(
    'redirecting',
    'Redirecionando',
    `Abrindo a página de compra de "${book.title}" em uma nova aba.`,
  );
  return true;
}

/** Sold through the site's checkout: an e-book file and a price (the database's rule for a sale). */
export function isSoldHere(book: { file_path: string | null; price: number | string | null }): boolean {
  return book.file_path !== null && Number(book.price) >= 1;
}
