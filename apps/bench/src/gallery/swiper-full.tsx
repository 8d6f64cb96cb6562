import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import {
  A11y,
  Autoplay,
  EffectFade,
  HashNavigation,
  Keyboard,
  Navigation,
  Thumbs,
} from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { slides } from './slides';

/**
 * Swiper with the modules the gallery block matches: buttons, arrow keys, slide labels,
 * autoplay, a fade slideshow, a linked thumbnail strip and the history hash. No lightbox.
 */
export function App() {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  return (
    <div>
      <Swiper
        modules={[Navigation, Keyboard, A11y, Autoplay, EffectFade, HashNavigation, Thumbs]}
        navigation
        keyboard
        a11y={{ slideLabelMessage: '{{index}} sur {{slidesLength}}' }}
        autoplay={{ delay: 5000, pauseOnMouseEnter: true }}
        effect="fade"
        hashNavigation={{ replaceState: true }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.id} data-hash={slide.id}>
            <img src={slide.src} alt={slide.alt} width={slide.width} height={slide.height} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper modules={[Thumbs]} onSwiper={setThumbs} slidesPerView={8} watchSlidesProgress>
        {slides.map((slide) => (
          <SwiperSlide key={slide.id}>
            <img src={slide.src} alt="" width={120} height={80} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
