// Who runs the site and how to reach them, for the Privacy Policy, the Terms of Use and the
// footer. Values between square brackets are PLACEHOLDERS that the operator of a real deployment
// must fill in before going live (the pages show them highlighted as "a preencher"); the two
// e-mail addresses use the reserved domain .example (RFC 2606) for the same reason: replace them.

import { SUPPORT_EMAIL, TERMS_VERSION } from './legal-basics';

/** A value the operator still has to fill in: "[...]". */
export function isPlaceholder(value: string): boolean {
  return /^\[.*\]$/.test(value);
}

export const LEGAL = {
  termsVersion: TERMS_VERSION,
  /** The company responsible for the data (controlador, LGPD art. 5 VI). PLACEHOLDERS. */
  controller: {
    name: '[Razão social da empresa]',
    cnpj: '[CNPJ]',
    address: '[Endereço da sede]',
  },
  /** The data protection officer (encarregado, LGPD art. 41). PLACEHOLDERS. */
  dataProtectionOfficer: {
    name: '[Nome do encarregado pelo tratamento de dados]',
    email: 'privacidade@trilhacloud.example',
  },
  supportEmail: SUPPORT_EMAIL,
  /** Where the database is hosted (international transfer, LGPD art. 33). PLACEHOLDER. */
  hostingRegion: '[Região do provedor onde os dados ficam, por exemplo São Paulo (sa-east-1)]',
  /** How long the hosting provider keeps backups that may still hold deleted data. PLACEHOLDER. */
  backupRetention: '[prazo de retenção das cópias de segurança, por exemplo 7 dias]',
} as const;

/** Every operator-specific value, for the notice on the legal pages while any is unfilled. */
export const LEGAL_OPERATOR_VALUES: readonly string[] = [
  LEGAL.controller.name,
  LEGAL.controller.cnpj,
  LEGAL.controller.address,
  LEGAL.dataProtectionOfficer.name,
  LEGAL.hostingRegion,
  LEGAL.backupRetention,
];
