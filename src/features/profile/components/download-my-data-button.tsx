import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDownloadMyData } from '../api/download-my-data';

/** 'Baixar meus dados': a JSON file with everything the page shows (and the date of each lesson). */
export function DownloadMyDataButton() {
  const download = useDownloadMyData();
  return (
    <Button
      onClick={() =>
        download.mutate(undefined, {
          onSuccess: (fileName) => toast.success(`Arquivo ${fileName} baixado.`),
          onError: () => toast.error('Não foi possível gerar o arquivo com seus dados. Tente novamente.'),
        })
      }
      disabled={download.isPending}
    >
      {download.isPending ? 'Gerando arquivo...' : 'Baixar meus dados'}
    </Button>
  );
}
