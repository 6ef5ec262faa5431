using System;
using System.Collections.Generic;
using IO = System.IO;
using static System.Math;

namespace Example.Storage
{
    /// <summary>
    /// Stores items.
    /// </summary>
    /// <typeparam name="T">Item type.</typeparam>
    [Serializable]
    public class Store<T> : BaseStore, IStore<T> where T : class
    {
        /// <summary>The count.</summary>
        public int Count { get; private set; }
        public const int Max = 10;
        public readonly string Name;
        private int hidden;

        /// <summary>Creates a store.</summary>
        /// <param name="name">The name.</param>
        public Store(string name) { Name = name; }

        /// <summary>Adds an item.</summary>
        /// <returns>True when added.</returns>
        public async Task<bool> AddAsync(T item, params T[] more) { return true; }

        internal void Internal() {}

        [Obsolete("Use AddAsync")]
        public void Add(T item) {}
        public static int Parse(string s, int radix = 10, out int rest) { rest = 0; return 0; }
        public event EventHandler Changed;
    }

    public interface IStore<T>
    {
        int Count { get; }
        void Clear();
    }

    public enum Color { Red, Green = 2 }

    public struct Pair { public int A; }

    public record Person(string First, string Last);

    public delegate void Handler(object sender);
}
