import ar from './ar';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';

/** Every language of this namespace, loaded together with the screens that use it. */
export default { en, es, fr, de, ar };
