import useEmblaCarousel from 'embla-carousel-react';
import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import { slides } from './slides';

/** Embla with previous/next buttons and yet-another-react-lightbox. */
export function App() {
  const [viewport, api] = useEmblaCarousel({ slidesToScroll: 3 });
  const [index, setIndex] = useState(-1);
  return (
    <div>
      <div ref={viewport} style={{ overflow: 'hidden' }}>
        <div style={{ display: 'flex', gap: 1 }}>
          {slides.map((slide, i) => (
            <div key={slide.id} style={{ flex: '0 0 33.333%' }}>
              <button type="button" onClick={() => setIndex(i)} style={{ padding: 0, border: 0 }}>
                <img
                  src={slide.src}
                  alt={slide.alt}
                  width={slide.width}
                  height={slide.height}
                  style={{ width: '100%', height: 'auto' }}
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      <button type="button" onClick={() => api?.scrollPrev()}>
        Précédent
      </button>
      <button type="button" onClick={() => api?.scrollNext()}>
        Suivant
      </button>
      <Lightbox open={index >= 0} index={index} close={() => setIndex(-1)} slides={slides} />
    </div>
  );
}
