import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function ForgotPasswordRoute() {
  return <UnavailableScreen title="Recuperar senha" />;
}
