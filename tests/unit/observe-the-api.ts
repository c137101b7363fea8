// Unit and integration tests see the transport as the app does: with the app's observers of its answers registered.
import { observeTheApi } from '../../src/app/api-observers'

observeTheApi()
