"""planner/solve/core"""
