import type { KeyboardTexts } from './en';

const es: KeyboardTexts = {
  title: 'Atajos de teclado',
  columns: {
    keys: 'Teclas',
    action: 'Acción',
  },
  then: 'y luego',
  goTo: 'Ir a {{page}}',
  showShortcuts: 'Mostrar los atajos de teclado',
  openPalette: 'Abrir la paleta de comandos',
  toggleSidebar: 'Mostrar u ocultar la barra lateral',
  closeOverlay: 'Cerrar un diálogo o un menú',
  notInFields: 'Los atajos no funcionan mientras escribe en un campo.',
  close: 'Cerrar',
  keys: {
    ctrl: 'Ctrl',
    cmd: 'Cmd',
    esc: 'Esc',
  },
  palette: {
    title: 'Paleta de comandos',
    label: 'Buscar pantallas, usuarios, empresas y trabajos',
    results: 'Resultados',
    noResults: 'Nada coincide con «{{query}}».',
    hint: 'Las flechas arriba y abajo eligen, Intro abre, Esc cierra.',
    kinds: {
      screens: 'Pantallas',
      users: 'Usuarios',
      companies: 'Empresas',
      jobs: 'Trabajos',
    },
  },
};

export default es;
