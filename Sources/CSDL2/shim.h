#ifndef BOXWOOD_CSDL2_SHIM_H
#define BOXWOOD_CSDL2_SHIM_H
// The SDL headers Boxwood uses. Only the BoxwoodSDL target (and its event tests) import this module.
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#endif
