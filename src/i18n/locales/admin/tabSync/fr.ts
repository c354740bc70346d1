import type { TabSyncTexts } from './en';

const fr: TabSyncTexts = {
  refusedTitle: 'Modifié dans un autre onglet',
  refusedDescription:
    "Votre modification n'a pas été appliquée : un autre onglet a modifié le même élément avant vous. La page affiche maintenant les données actuelles.",
};

export default fr;
