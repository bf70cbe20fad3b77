import { BRAND } from '@/config/brand';

/** Who signs the certificate, on the page and in the PDF. */
export const CERTIFICATE_SIGNATURE = { name: BRAND.name, role: 'Coordenação de Ensino' } as const;
