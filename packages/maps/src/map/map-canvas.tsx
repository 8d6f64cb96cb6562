'use client';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { mapsLinkUrl } from '../core/maps-link-url';
import type { MapsApi } from '../loader/maps-api';
import { createMapController, type MapController, type MapScene } from './map-controller';
import { openMapsPage, prefersReducedMotion } from './map-dom';

export interface MapCanvasProps {
  readonly maps: MapsApi;
  readonly scene: MapScene;
  readonly className?: string;
}

/** Provides the element the Google map draws into, and keeps the map in step with `scene`. */
export function MapCanvas({ maps, scene, className }: MapCanvasProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<MapController | null>(null);
  const sceneRef = useRef(scene);
  useLayoutEffect(() => {
    sceneRef.current = scene;
  });

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const controller = createMapController(maps, element, sceneRef.current, {
      reducedMotion: prefersReducedMotion(),
      onMarkerLink: (current) => openMapsPage(mapsLinkUrl(current.viewModel.location)),
    });
    controllerRef.current = controller;
    return () => {
      controller.destroy();
      controllerRef.current = null;
    };
  }, [maps]);

  useEffect(() => {
    controllerRef.current?.update(scene);
  }, [scene]);

  return <div ref={elementRef} className={className} data-map-canvas="" />;
}
