import type { TabSyncTexts } from './en';

const es: TabSyncTexts = {
  refusedTitle: 'Modificado en otra pestaña',
  refusedDescription:
    'Su cambio no se aplicó: otra pestaña modificó primero el mismo elemento. La página muestra ahora los datos actuales.',
};

export default es;
