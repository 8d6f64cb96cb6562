// The site's styles, an entry of their own: the server puts the built sheet inline in the head of
// each page (one request less before the first paint), and no script chunk lists it as a
// dependency to fetch again when it loads.
import '@vitrine/ui/tokens.css';
import '@vitrine/ui/styles.css';
import '@vitrine/media/styles.css';
import '@vitrine/gallery/styles.css';
import '@vitrine/lightbox/styles.css';
import '@vitrine/forms/styles.css';
import '@vitrine/consent/styles.css';
import '@vitrine/commerce/styles.css';
import '@vitrine/maps/styles.css';
import '@vitrine/runtime/styles.css';
import './site.css';
