// The options of a 'Produto' select: each product sold as seats, 'Plano · Profissional'.
import { productValue, type SeatProduct } from '../api/get-seat-offer';
import { kindLabel } from './seat-format';

export function SeatProductOptions({ products }: { products: SeatProduct[] }) {
  return products.map((option) => (
    <option key={productValue(option)} value={productValue(option)}>
      {kindLabel(option.kind)} · {option.title}
    </option>
  ));
}
