import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function BooksRoute() {
  return <UnavailableScreen title="Livros" />;
}
