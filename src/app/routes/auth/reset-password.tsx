import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function ResetPasswordRoute() {
  return <UnavailableScreen title="Redefinir senha" />;
}
