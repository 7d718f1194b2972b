// PLACEHOLDER (being replaced by the images work in this session).
import type { FastifyInstance } from 'fastify';
import type { ImageService } from './image.service.ts';

export function registerImageRoutes(_app: FastifyInstance, _images: ImageService): void {}
