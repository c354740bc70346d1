import type { KeyboardTexts } from './en';

const fr: KeyboardTexts = {
  title: 'Raccourcis clavier',
  columns: {
    keys: 'Touches',
    action: 'Action',
  },
  then: 'puis',
  goTo: 'Aller à {{page}}',
  showShortcuts: 'Afficher les raccourcis clavier',
  openPalette: 'Ouvrir la palette de commandes',
  toggleSidebar: 'Afficher ou masquer la barre latérale',
  closeOverlay: 'Fermer une boîte de dialogue ou un menu',
  notInFields: 'Les raccourcis ne fonctionnent pas pendant la saisie dans un champ.',
  close: 'Fermer',
  keys: {
    ctrl: 'Ctrl',
    cmd: 'Cmd',
    esc: 'Échap',
  },
  palette: {
    title: 'Palette de commandes',
    label: 'Rechercher des écrans, utilisateurs, entreprises et missions',
    results: 'Résultats',
    noResults: 'Aucun résultat pour « {{query}} ».',
    hint: 'Les flèches haut et bas choisissent, Entrée ouvre, Échap ferme.',
    kinds: {
      screens: 'Écrans',
      users: 'Utilisateurs',
      companies: 'Entreprises',
      jobs: 'Missions',
    },
  },
};

export default fr;
