package com.google.cloud.datastore.emulator.firestore.webchannel;

import com.google.cloud.datastore.core.exception.DatastoreException;
import com.google.cloud.datastore.emulator.impl.firestore.CloudFirestoreV1ListenStream;
import com.google.cloud.datastore.emulator.impl.firestore.CloudFirestoreV1Router;
import com.google.cloud.datastore.emulator.impl.util.WrappedStreamObserver;
import com.google.cloud.datastore.emulator.impl.watch.TargetId;
import com.google.firestore.v1.ListenRequest;
import com.google.firestore.v1.ListenResponse;
import com.google.net.webchannel.server.AsyncWebChannel;
import com.google.net.webchannel.server.ErrorStatus;
import com.google.protobuf.Message;
import io.grpc.stub.StreamObserver;

/**
 * Only the nested FirestoreListenHandler of this file is used (scripts/lib/emulators.mjs
 * keeps that one class file): the outer class and WebChannelObserver here are what the
 * compiler needs to see of the packaged ones, which run in their place.
 */
final class FirestoreV1WebChannelAdapter {
  private FirestoreV1WebChannelAdapter() {}

  /** The packaged observer that sends the listen stream's answers down a WebChannel. */
  static final class WebChannelObserver<T extends Message> implements StreamObserver<T> {
    WebChannelObserver(AsyncWebChannel<String> channel) {}

    @Override
    public void onNext(T value) {}

    @Override
    public void onError(Throwable error) {}

    @Override
    public void onCompleted() {}
  }

  /**
   * `npm test`'s stand-in for the packaged handler of a browser's Listen channel
   * (docs/testing.md "A closed page's listeners"). The packaged one only logs when its
   * channel closes or fails, so the listen stream's targets stay registered for the
   * emulator's life and every later commit to their collections runs their queries
   * again. This one removes the stream's targets then, as the browser's own
   * `removeTarget` messages do; the rest is the packaged handler's.
   */
  private static final class FirestoreListenHandler extends AsyncWebChannel.Handler<String> {
    private final StreamObserver<ListenRequest> requestObserver;

    private FirestoreListenHandler(CloudFirestoreV1Router router, AsyncWebChannel<String> channel) {
      StreamObserver<ListenResponse> responses = new WrappedStreamObserver<>(new WebChannelObserver<>(channel));
      try {
        requestObserver = router.listenStream(responses);
      } catch (DatastoreException e) {
        throw new RuntimeException(e);
      }
    }

    /** Removes every target of the stream, one `removeTarget` request each. */
    private void removeTargets() {
      if (!(requestObserver instanceof CloudFirestoreV1ListenStream)) return;
      CloudFirestoreV1ListenStream stream = (CloudFirestoreV1ListenStream) requestObserver;
      for (TargetId target : stream.targetIds()) {
        try {
          stream.onNext(ListenRequest.newBuilder().setRemoveTarget(target.id()).build());
        } catch (RuntimeException e) {
          // The answer to a closed channel may fail; the target is removed before it is sent.
        }
      }
    }

    @Override
    public void onClose() {
      removeTargets();
    }

    @Override
    public void onError(ErrorStatus status) {
      removeTargets();
    }

    @Override
    public void onMetadata(String key, String value) {}

    @Override
    public void onMessage(String message) {
      requestObserver.onNext(JsonToProtoConverter.toListenRequest(message));
    }
  }
}
